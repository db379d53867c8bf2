import * as Type from '@sinclair/typebox';

/** The server's wallet-style check: 0x and exactly 40 hex digits, any case (no checksum test). */
export const WALLET_PATTERN = '^0x[0-9a-fA-F]{40}$';

export const WALLET_FORMAT_MESSAGE = 'wallet must be "0x" followed by exactly 40 hexadecimal characters';

export const WalletSchema = Type.String({ pattern: WALLET_PATTERN, examples: ['0x52908400098527886E0F7030069857D2E4169EE7'] });

/** A token's contract address, in the same form (0xEeee…EEeE stands for a chain's native coin). */
export const TokenAddressSchema = Type.String({ pattern: WALLET_PATTERN });
