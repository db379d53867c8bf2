// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title EnsRegistry
/// @notice The ENS registry's behaviour, after ensdomains/ens-contracts
///         contracts/registry/ENSRegistry.sol: one record (owner, resolver,
///         ttl) per namehash node; the root belongs to the deployer; only a
///         node's owner (or an operator it approved) changes the node or
///         creates its subnodes. On the local Ethereum chain it sits at the
///         real registry's address, 0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;
    mapping(address => mapping(address => bool)) private operators;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    modifier authorised(bytes32 node) {
        address nodeOwner = records[node].owner;
        require(nodeOwner == msg.sender || operators[nodeOwner][msg.sender]);
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
    }

    function setRecord(bytes32 node, address newOwner, address newResolver, uint64 newTtl) external {
        setOwner(node, newOwner);
        _setResolverAndTTL(node, newResolver, newTtl);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address newOwner, address newResolver, uint64 newTtl) external {
        bytes32 subnode = setSubnodeOwner(node, label, newOwner);
        _setResolverAndTTL(subnode, newResolver, newTtl);
    }

    function setOwner(bytes32 node, address newOwner) public authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) public authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
        return subnode;
    }

    function setResolver(bytes32 node, address newResolver) public authorised(node) {
        emit NewResolver(node, newResolver);
        records[node].resolver = newResolver;
    }

    function setTTL(bytes32 node, uint64 newTtl) public authorised(node) {
        emit NewTTL(node, newTtl);
        records[node].ttl = newTtl;
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    /// @dev As the real one: a node owned by the registry itself reads as unowned.
    function owner(bytes32 node) public view returns (address) {
        address addr = records[node].owner;
        if (addr == address(this)) return address(0x0);
        return addr;
    }

    function resolver(bytes32 node) public view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) public view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) public view returns (bool) {
        return records[node].owner != address(0x0);
    }

    function isApprovedForAll(address nodeOwner, address operator) external view returns (bool) {
        return operators[nodeOwner][operator];
    }

    function _setResolverAndTTL(bytes32 node, address newResolver, uint64 newTtl) private {
        if (newResolver != records[node].resolver) {
            records[node].resolver = newResolver;
            emit NewResolver(node, newResolver);
        }
        if (newTtl != records[node].ttl) {
            records[node].ttl = newTtl;
            emit NewTTL(node, newTtl);
        }
    }
}
