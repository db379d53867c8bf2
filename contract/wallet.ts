import * as Type from '@sinclair/typebox';

/** The server's wallet-style check: 0x and exactly 40 hex digits, any case (no checksum test). */
export const WALLET_PATTERN = '^0x[0-9a-fA-F]{40}$';

export const WALLET_FORMAT_MESSAGE = 'wallet must be "0x" followed by exactly 40 hexadecimal characters';

export const WalletSchema = Type.String({ pattern: WALLET_PATTERN, examples: ['0x52908400098527886E0F7030069857D2E4169EE7'] });

/** EIP-155 chain ids are positive integers. */
export const ChainIdSchema = Type.Integer({ minimum: 1 });

/** A token's contract address, in the same form (0xEeee…EEeE stands for a chain's native coin). */
export const TokenAddressSchema = Type.String({ pattern: WALLET_PATTERN });

/** An ENS name typed instead of an address fits the same 44-character input. */
export const ENS_NAME_MAX_LENGTH = 44;

/**
 * A name the service may resolve on Ethereum: within 44 characters and ending in `.eth` (any case, before
 * ENSIP-15 normalisation, which the service then applies). Anything else gets the wallet format error.
 */
export const EnsNameSchema = Type.String({ minLength: 5, maxLength: ENS_NAME_MAX_LENGTH, pattern: '\\.[Ee][Tt][Hh]$', examples: ['whale.eth'] });
