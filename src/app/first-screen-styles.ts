// The style sheets of what a signed-in first screen (/home) draws beyond the entry's own parts,
// carried in the entry's style sheet instead of as files of their own: a browser opens six
// connections to a server over HTTP/1.1, and every file more in the first screen's wave waits
// for one, a round trip later (2 s on a festival network, issue #27). About 1 kB compressed more
// for every page.
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '../features/home/registration-card.module.css';
