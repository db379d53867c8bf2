// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title MisbehavingToken
/// @notice A test stand-in, never seeded into the demo: an OpenZeppelin ERC-20 (and an ERC-4626-style
///         `convertToAssets`) any of whose reads can be told to misbehave after the fact, as a broken or
///         hostile contract would (issue 38): burn all the gas it is given, revert, answer zero or answer
///         more than any real token can hold. Transfers never misbehave, so it can be minted into a Uniswap
///         v3 position before its reads are turned. Its storage starts after ERC20's, so its code can also
///         stand in at a vault's address (anvil_setCode) with the vault's balances kept.
contract MisbehavingToken is ERC20 {
    uint8 public constant BURNS_GAS = 1;
    uint8 public constant REVERTS = 2;
    uint8 public constant ANSWERS_ZERO = 3;
    uint8 public constant ANSWERS_HUGE = 4;

    /// How each read misbehaves, by its selector; 0: it answers as it should.
    mapping(bytes4 => uint8) public misbehaviour;
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address holder, uint256 amount) ERC20(name_, symbol_) {
        _decimals = decimals_;
        _mint(holder, amount);
    }

    function misbehave(bytes4 selector, uint8 how) external {
        misbehaviour[selector] = how;
    }

    /// The answer `how` calls for, or `answer` itself.
    function _answer(bytes4 selector, uint256 answer) private view returns (uint256) {
        uint8 how = misbehaviour[selector];
        if (how == BURNS_GAS) {
            while (true) {}
        }
        if (how == REVERTS) revert();
        if (how == ANSWERS_ZERO) return 0;
        if (how == ANSWERS_HUGE) return 2 ** 200;
        return answer;
    }

    function symbol() public view override returns (string memory) {
        _answer(this.symbol.selector, 0);
        return super.symbol();
    }

    function decimals() public view override returns (uint8) {
        return uint8(_answer(this.decimals.selector, _decimals));
    }

    function balanceOf(address account) public view override returns (uint256) {
        return _answer(this.balanceOf.selector, super.balanceOf(account));
    }

    /// One asset a share, as a fresh vault answers.
    function convertToAssets(uint256 shares) external view returns (uint256) {
        return _answer(this.convertToAssets.selector, shares);
    }
}
