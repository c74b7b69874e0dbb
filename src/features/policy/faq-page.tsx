import { Accordion, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppContext } from '../../app/use-app-context';
import { PolicyPage } from './policy-page';
import { SupportEmailLink } from './support-email-link';

interface Question {
  question: string;
  answer: ReactNode;
}

function questions(productName: string): Question[] {
  return [
    {
      question: 'How does it work?',
      answer: `${productName} is a cashless wallet on an RFID wristband or card. Your wallet is created automatically when you register at the event, or, if you registered your ticket before the event, your pre-registered wallet is loaded with any pre-payments. At the event you buy by tapping your wristband or card on a vendor's reader and the amount is deducted automatically.`,
    },
    {
      question: 'How do I register?',
      answer:
        "Going to an event? Choose I'M GOING TO AN EVENT on your home page and find your ticket. Been to an event? Choose I NEED A REFUND and find your wristband or card with its tag number and serial.",
    },
    {
      question: 'How do I top up?',
      answer:
        'Top up with cash or card at the top up locations at the event, or online by card before the event from your event wallet. Online top ups are between $20.00 and $999.00, and a wallet can hold up to $999.99.',
    },
    {
      question: 'Can I top up online during the event?',
      answer:
        'No. Online top ups close when the event starts; during the event, top up at the top up locations.',
    },
    {
      question: 'What fees are there?',
      answer:
        'Online top ups have a card fee, a percentage of the amount, and a one-off online activation fee, usually $4.00, with your first online top up. A refund has a processing fee per event, normally about $2 to $3. The fees for your event are shown before you pay or request a refund.',
    },
    {
      question: 'How do I get a refund?',
      answer:
        'Open your event wallet and choose Lodge Wallet Refund while refunds for the event are open, up to 4 weeks after the event. Enter your bank account; the processing fee is deducted from your balance.',
    },
    {
      question: 'When will I get my refund?',
      answer:
        'Refunds are processed weekly and take 2-3 days to reach your bank once processed, so allow up to 1 week.',
    },
    {
      question: 'I entered the wrong bank account',
      answer: (
        <>
          While your refund is open you can amend the bank account number from your event wallet. If
          it has already been processed, e-mail <SupportEmailLink /> straight away.
        </>
      ),
    },
    {
      question: 'I lost my wristband or card',
      answer: (
        <>
          Treat your wristband or card like cash: anyone holding it can spend the balance. Tell the
          event's top up or information point straight away, or e-mail <SupportEmailLink /> with
          your tag or ticket number.
        </>
      ),
    },
    {
      question: 'Who do I contact for help?',
      answer: (
        <>
          E-mail <SupportEmailLink /> or use Contact Us at the top of the page. For questions about
          the event itself, contact its organiser.
        </>
      ),
    },
  ];
}

export function FaqPage() {
  const { productName } = useAppContext().config;
  return (
    <PolicyPage
      title="Frequently Asked Questions"
      intro={`Answers to the questions we hear most about ${productName}.`}
    >
      <Accordion variant="separated">
        {/* The value becomes part of element ids that aria-controls names: no spaces in it. */}
        {questions(productName).map(({ question, answer }, index) => (
          <Accordion.Item key={question} value={`question-${index + 1}`}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text>{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PolicyPage>
  );
}
