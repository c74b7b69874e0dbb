import { Group, Input, Text } from '@mantine/core';
import { type ClipboardEvent, Fragment, type KeyboardEvent, useId, useRef, useState } from 'react';
import { parseNzAccount } from '../../../core/domain/bank-account';
import {
  joinNzAccount,
  NZ_PARTS,
  type NzParts,
  nzPartInput,
  splitNzAccount,
} from './nz-account-parts';

export interface AccountInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

// spec §5 NZ account: four boxes, digits only, moving on to the next box when one is full.
export function NzAccountInput({ value, onChange, error, disabled }: AccountInputProps) {
  const [parts, setParts] = useState<NzParts>(() => splitNzAccount(value));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();

  const update = (next: NzParts) => {
    setParts(next);
    onChange(joinNzAccount(next));
  };

  const type = (index: number, typed: string) => {
    const text = nzPartInput(index, typed);
    update(parts.map((part, i) => (i === index ? text : part)) as NzParts);
    const size = NZ_PARTS[index]?.size ?? 0;
    if (text.length === size && typed.length >= size) boxes.current[index + 1]?.focus();
  };

  // A whole account number pasted into any box fills all four.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const parsed = parseNzAccount(event.clipboardData.getData('text'));
    if (!parsed) return;
    event.preventDefault();
    update([parsed.bank, parsed.branch, parsed.account, parsed.suffix]);
    boxes.current[NZ_PARTS.length - 1]?.focus();
  };

  const back = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && parts[index] === '' && index > 0) {
      boxes.current[index - 1]?.focus();
    }
  };

  return (
    <Input.Wrapper
      label="Bank Account Number"
      description="Bank - Branch - Account - Suffix"
      required
      error={error}
      id={id}
    >
      <Group gap={4} wrap="nowrap" align="center" role="group" aria-label="Bank Account Number">
        {NZ_PARTS.map((part, index) => (
          <Fragment key={part.label}>
            {index > 0 && (
              <Text c="dimmed" aria-hidden>
                -
              </Text>
            )}
            <Input
              ref={(element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              }}
              id={index === 0 ? id : undefined}
              aria-label={part.label}
              placeholder={'0'.repeat(part.size === 3 ? 2 : part.size)}
              inputMode="numeric"
              autoComplete="off"
              value={parts[index]}
              error={Boolean(error)}
              disabled={disabled}
              onChange={(event) => type(index, event.currentTarget.value)}
              onPaste={paste}
              onKeyDown={(event) => back(index, event)}
              style={{ flex: part.size, minWidth: 0 }}
              styles={{
                input: {
                  paddingInline: 6,
                  textAlign: 'center',
                  fontVariantNumeric: 'tabular-nums',
                },
              }}
            />
          </Fragment>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
