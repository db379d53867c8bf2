// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IEnsRegistryOwners {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address nodeOwner, address operator) external view returns (bool);
}

/// @title EnsAddrResolver
/// @notice The address part of ENS's PublicResolver, after ensdomains/ens-contracts
///         contracts/resolvers/PublicResolver.sol (isAuthorised: the node's owner
///         in the registry, or its operator) and
///         contracts/resolvers/profiles/AddrResolver.sol: addr(node) is the ETH
///         address (coin type 60), zero when none is set; addr(node, coinType)
///         the raw bytes, empty when none is set.
contract EnsAddrResolver {
    uint256 private constant COIN_TYPE_ETH = 60;

    IEnsRegistryOwners public immutable ens;
    mapping(bytes32 => mapping(uint256 => bytes)) private addresses;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);

    constructor(IEnsRegistryOwners registry) {
        ens = registry;
    }

    modifier authorised(bytes32 node) {
        address nodeOwner = ens.owner(node);
        require(nodeOwner == msg.sender || ens.isApprovedForAll(nodeOwner, msg.sender));
        _;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node][COIN_TYPE_ETH] = abi.encodePacked(a);
        emit AddrChanged(node, a);
        emit AddressChanged(node, COIN_TYPE_ETH, abi.encodePacked(a));
    }

    function addr(bytes32 node) public view returns (address payable) {
        bytes memory a = addresses[node][COIN_TYPE_ETH];
        if (a.length == 0) return payable(0);
        return payable(address(bytes20(a)));
    }

    function addr(bytes32 node, uint256 coinType) public view returns (bytes memory) {
        return addresses[node][coinType];
    }

    /// @dev IAddrResolver (0x3b3b57de), IAddressResolver (0xf1cb7e06) and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x3b3b57de || interfaceId == 0xf1cb7e06 || interfaceId == 0x01ffc9a7;
    }
}
