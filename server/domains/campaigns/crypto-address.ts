import { isAddress as isSolanaAddress } from '@solana/addresses';
import { isValidClassicAddress } from 'ripple-address-codec';
import { isAddress as isEvmAddress } from 'viem';
import { type CryptoNetwork, networkLabels } from '#shared/crypto-networks.ts';

export const invalidAddressMessage = (network: CryptoNetwork) =>
  `Please enter a valid ${networkLabels[network]} wallet address`;

/**
 * EVM rule: 40 hex digits after 0x, either all lower case or exactly the EIP-55 checksum. A
 * mixed-case address with one wrong letter is a typo the checksum exists to catch.
 */
const isStrictEvmAddress = (address: string) => isEvmAddress(address, { strict: true });

const validators: Record<CryptoNetwork, (address: string) => boolean> = {
  polygon: isStrictEvmAddress,
  bnb: isStrictEvmAddress,
  // XDC wallets show the same 20 bytes as 'xdc…'; explorers accept the 0x form too.
  xdc: (address) => isStrictEvmAddress(address.replace(/^xdc/i, '0x')),
  solana: (address) => isSolanaAddress(address),
  xrp: (address) => isValidClassicAddress(address),
};

/** Whether `address` (already trimmed) is a well-formed sender address on `network`. */
export function isValidSenderAddress(network: CryptoNetwork, address: string): boolean {
  try {
    return validators[network](address);
  } catch {
    // The libraries may throw on input they cannot decode; that is simply not an address.
    return false;
  }
}
