// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Chainlink's AggregatorV3Interface, as read by price consumers.
interface AggregatorV3Interface {
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function version() external view returns (uint256);

    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80 roundId_, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// @title HistoricalPriceFeed
/// @notice A Chainlink-style aggregator whose whole history is written in its constructor,
///         so the local chain seeds one feed with one transaction. Round ids run
///         from 1 (oldest) to the number of rounds (latest). A history too long for
///         one transaction (a round an hour for 180 days) is continued in chunks
///         with appendRounds.
/// @dev    It reads like the real aggregators, not more kindly:
///         - Read access (enableAccessCheck / addAccess), as AccessControlledOffchainAggregator
///           (smartcontractkit/libocr, contract/AccessControlledOffchainAggregator.sol) and
///           AccessControlledOCR2Aggregator (smartcontractkit/libocr, contract2/AccessControlledOCR2Aggregator.sol):
///           with the check on, getRoundData, latestRoundData and description revert "No access"
///           unless the caller is on the access list or is tx.origin
///           (SimpleReadAccessController.hasAccess, smartcontractkit/libocr, contract/SimpleReadAccessController.sol).
///           Multicall3 is neither, so an aggregator is read only through its proxy. Off until
///           the deployer turns it on, so a bare aggregator stays readable in tests that want one.
///         - A missing round reverts "No data present", as FluxAggregator.getRoundData
///           (smartcontractkit/chainlink, contracts/src/v0.6/FluxAggregator.sol), or, after
///           answerMissingRoundsWithZeros, answers (roundId, 0, 0, 0, roundId) as OCR2Aggregator.getRoundData
///           (smartcontractkit/libocr, contract2/OCR2Aggregator.sol) does: all zeros past uint32.
///           OCR's OffchainAggregator.getRoundData (contract/OffchainAggregator.sol) answers the same
///           zeros up to uint32 but reverts "No data present" past it; this mock follows OCR2 there.
///         startedAt equals updatedAt on every round. A sequencer uptime feed built
///         from it (answers 0 = up, 1 = down, one round per status change) therefore
///         reports the status-change time in startedAt, as Chainlink's does.
contract HistoricalPriceFeed is AggregatorV3Interface {
    /// One storage slot per round: answer and timestamp packed together.
    struct Round {
        int192 answer;
        uint64 updatedAt;
    }

    uint8 public immutable override decimals;
    uint256 public constant override version = 4;
    string private _description;
    Round[] private _rounds;
    /// The only account allowed to append rounds and change access (the real contracts' owner).
    address private immutable _deployer;
    /// SimpleWriteAccessController's state: the readers allowed, and whether the list is enforced.
    mapping(address => bool) private _accessList;
    bool public checkEnabled;
    /// OCR-style zeros for a missing round instead of the Flux-style revert.
    bool public zerosForMissingRounds;

    /// The revert reason of Chainlink's aggregators for a round they do not have.
    string private constant V3_NO_DATA_ERROR = "No data present";

    error LengthMismatch();
    error NotDeployer();
    error OutOfOrder();

    modifier onlyDeployer() {
        if (msg.sender != _deployer) revert NotDeployer();
        _;
    }

    /// SimpleWriteAccessController.checkAccess: the same "No access" reason.
    modifier checkAccess() {
        require(hasAccess(msg.sender, msg.data), "No access");
        _;
    }

    /// @param answers    Prices with `decimals_` decimals, oldest first.
    /// @param timestamps Unix seconds of each answer, oldest first.
    constructor(uint8 decimals_, string memory description_, int192[] memory answers, uint64[] memory timestamps) {
        if (answers.length != timestamps.length || answers.length == 0) revert LengthMismatch();
        decimals = decimals_;
        _description = description_;
        _deployer = msg.sender;
        for (uint256 i = 0; i < answers.length; ++i) {
            _rounds.push(Round(answers[i], timestamps[i]));
        }
    }

    /// @notice Adds rounds after the latest one (ids continue from it). Deployer only.
    /// @param answers    Prices with `decimals` decimals, oldest first.
    /// @param timestamps Unix seconds, oldest first, none before the latest round's.
    function appendRounds(int192[] calldata answers, uint64[] calldata timestamps) external onlyDeployer {
        if (answers.length != timestamps.length) revert LengthMismatch();
        uint64 previous = _rounds[_rounds.length - 1].updatedAt;
        for (uint256 i = 0; i < answers.length; ++i) {
            if (timestamps[i] < previous) revert OutOfOrder();
            previous = timestamps[i];
            _rounds.push(Round(answers[i], timestamps[i]));
        }
    }

    /// @notice SimpleWriteAccessController.addAccess.
    function addAccess(address user) external onlyDeployer {
        _accessList[user] = true;
    }

    /// @notice SimpleWriteAccessController.enableAccessCheck.
    function enableAccessCheck() external onlyDeployer {
        checkEnabled = true;
    }

    /// @notice Missing rounds read as zeros from now on, as on OCR and OCR2 aggregators.
    function answerMissingRoundsWithZeros() external onlyDeployer {
        zerosForMissingRounds = true;
    }

    /// @notice SimpleReadAccessController.hasAccess: on the list, the check off, or the transaction's origin.
    function hasAccess(address user, bytes calldata) public view returns (bool) {
        return _accessList[user] || !checkEnabled || user == tx.origin;
    }

    function description() external view override checkAccess returns (string memory) {
        return _description;
    }

    function getRoundData(uint80 roundId)
        external
        view
        override
        checkAccess
        returns (uint80, int256, uint256, uint256, uint80)
    {
        return _roundData(roundId);
    }

    function latestRoundData() external view override checkAccess returns (uint80, int256, uint256, uint256, uint80) {
        return _roundData(uint80(_rounds.length));
    }

    function _roundData(uint80 roundId) private view returns (uint80, int256, uint256, uint256, uint80) {
        if (roundId == 0 || roundId > _rounds.length) {
            require(zerosForMissingRounds, V3_NO_DATA_ERROR);
            if (roundId > type(uint32).max) return (0, 0, 0, 0, 0);
            return (roundId, 0, 0, 0, roundId);
        }
        Round memory round = _rounds[roundId - 1];
        return (roundId, round.answer, round.updatedAt, round.updatedAt, roundId);
    }
}
