// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEnsRegistryResolvers {
    function resolver(bytes32 node) external view returns (address);
}

/// @title EnsUniversalResolver
/// @notice The forward-resolution entry points of ENS's Universal Resolver, after
///         ensdomains/ens-contracts contracts/universalResolver/AbstractUniversalResolver.sol
///         (resolveWithGateways, requireResolver/_checkResolver, the errors and their
///         order) and contracts/universalResolver/RegistryUtils.sol (findResolver:
///         ENSIP-10, the resolver of the nearest ancestor). On the local Ethereum chain
///         it sits at the real one's address, 0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe,
///         placed with anvil_setCode (no constructor runs): the registry's address is a
///         constant, as it is immutable in the real one.
/// @dev The real one calls an on-chain resolver directly when it supports ERC-7996,
///      otherwise through its batch gateway with EIP-3668 (which viem answers locally
///      with x-batch-gateway:true); for an on-chain resolver both give this answer.
///      Reverse resolution and hashed labels ("[…]", for labels over 255 bytes) are
///      left out: Ribbit resolves names of at most 44 characters forward only.
contract EnsUniversalResolver {
    IEnsRegistryResolvers public constant registry = IEnsRegistryResolvers(0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e);

    /// IExtendedResolver (ENSIP-10): resolve(bytes name, bytes data).
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;

    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error UnsupportedResolverProfile(bytes4 selector);

    /// @notice Same as resolveWithGateways() with the default gateways.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return resolveWithGateways(name, data, new string[](0));
    }

    /// @notice Forward resolution: the resolver's answer to `data` for the DNS-encoded `name`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] memory) public view returns (bytes memory, address) {
        (address resolverAddress, , uint256 offset) = findResolver(name);
        if (resolverAddress == address(0)) revert ResolverNotFound(name);
        bool extended = _supportsInterface(resolverAddress, EXTENDED_RESOLVER);
        // An ordinary resolver answers only for the exact name it is set on.
        if (!extended && offset != 0) revert ResolverNotFound(name);
        if (resolverAddress.code.length == 0) revert ResolverNotContract(name, resolverAddress);
        bytes memory call = extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data;
        (bool ok, bytes memory response) = resolverAddress.staticcall(call);
        if (!ok) {
            if (response.length >= 4 && bytes4(response) == UnsupportedResolverProfile.selector) {
                assembly {
                    revert(add(response, 32), mload(response))
                }
            }
            revert ResolverError(response);
        }
        if (response.length == 0) revert UnsupportedResolverProfile(bytes4(data));
        if (extended) response = abi.decode(response, (bytes));
        return (response, resolverAddress);
    }

    /// @notice The resolver of `name` or of its nearest ancestor that has one, the name's node, and where that ancestor starts.
    function findResolver(bytes calldata name) public view returns (address, bytes32, uint256) {
        return _findResolver(name, 0);
    }

    function _findResolver(bytes calldata name, uint256 offset) private view returns (address, bytes32, uint256) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 size = uint8(name[offset]);
        if (size == 0) {
            if (offset + 1 != name.length) revert DNSDecodingFailed(name);
            return (address(0), bytes32(0), offset);
        }
        uint256 next = offset + 1 + size;
        if (next > name.length) revert DNSDecodingFailed(name);
        (address parentResolver, bytes32 parentNode, uint256 parentOffset) = _findResolver(name, next);
        bytes32 node = keccak256(abi.encodePacked(parentNode, keccak256(name[offset + 1:next])));
        address found = registry.resolver(node);
        if (found != address(0)) return (found, node, offset);
        return (parentResolver, node, parentOffset);
    }

    /// @dev ERC-165 without the prior support check, with a gas cap (OpenZeppelin's supportsERC165InterfaceUnchecked).
    function _supportsInterface(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory result) = target.staticcall{gas: 30_000}(abi.encodeWithSelector(0x01ffc9a7, interfaceId));
        return ok && result.length >= 32 && abi.decode(result, (bool));
    }
}
