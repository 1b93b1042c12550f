"""The item models, by the book: qtmodeltester, and agreement with the engine's state."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from tests.play import follow, start_game
from wildwest.controller import GameController
from wildwest.engine import shuffled_deal
from wildwest.ui.game.models import (
    IsCurrentRole,
    PrimesRole,
    RowsModel,
    ScoreboardModel,
    StandingsModel,
    TurnLogModel,
)


def started(players=("Ann", "Ben", "Cy"), seed=4821, mode="auto") -> GameController:
    controller = GameController()
    start_game(controller, shuffled_deal(list(players), seed=seed), mode)
    return controller


def test_scoreboard_model_passes_qtmodeltester_through_a_whole_game(qtmodeltester):
    """The scoreboard is a well-behaved model before, during and after a game."""
    controller = GameController()
    model = follow(controller, ScoreboardModel())
    qtmodeltester.check(model)
    start_game(controller, shuffled_deal(["Ann", "Ben", "Cy"], seed=4821))
    while not controller.state.is_over:
        controller.draw()
    qtmodeltester.check(model)


def test_turn_log_model_passes_qtmodeltester(qtmodeltester):
    """The turn log is a well-behaved model, growing one row per turn."""
    controller = started()
    model = follow(controller, TurnLogModel())
    for _ in range(10):
        controller.draw()
    qtmodeltester.check(model)
    assert model.rowCount() == 10


def test_standings_model_passes_qtmodeltester_and_lists_the_finishing_order(qtmodeltester):
    """Final standings: most points first, ties by the largest prime held, places shared."""
    controller = started()
    while not controller.state.is_over:
        controller.draw()
    model = StandingsModel()
    model.show_rows(controller.view.result.standings)
    qtmodeltester.check(model)
    order = [model.index(r, 1).data() for r in range(model.rowCount())]
    expected = sorted(
        controller.state.standings(), key=lambda s: (s.points, s.largest_prime or 0), reverse=True
    )
    assert order == [s.name for s in expected]
    assert model.index(0, 0).data() == 1


def test_scoreboard_agrees_with_the_engine_after_every_turn():
    """After each turn, every row shows the engine's points, prime count and largest prime."""
    controller = started(mode="auto")
    model = follow(controller, ScoreboardModel())
    while not controller.state.is_over:
        controller.draw()
        for standing in controller.state.standings():
            row = standing.player
            assert model.index(row, 0).data() == standing.name
            assert model.index(row, 1).data() == standing.points
            assert model.index(row, 2).data() == (", ".join(map(str, standing.primes)) or "—")
            assert model.index(row, 0).data(PrimesRole) == list(standing.primes)


def test_scoreboard_marks_only_the_current_player():
    """Exactly one row is marked as the current player while the game runs."""
    controller = started()
    model = follow(controller, ScoreboardModel())
    for _ in range(4):
        marked = [r for r in range(3) if model.index(r, 0).data(IsCurrentRole)]
        assert marked == [controller.state.current]
        assert model.index(marked[0], 0).data(Qt.ItemDataRole.FontRole).bold()
        controller.draw()


def test_scoreboard_signals_a_score_change_with_data_changed(qtbot):
    """A scored turn emits one dataChanged, from the first row that changed to the last
    (one refit of the view), not a reset."""
    controller = started()
    model = follow(controller, ScoreboardModel())
    resets, signals = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda top, bottom, _roles: signals.append((top.row(), bottom.row())))
    before = controller.state
    assert [model.index(row, 1).data() for row in range(len(before.players))] == list(before.scores)
    controller.draw()
    after = controller.state
    changed = {
        row
        for row in range(len(after.players))
        if before.scores[row] != after.scores[row]
        or before.holdings[row] != after.holdings[row]
        or (before.current == row) != (after.current == row)
    }
    assert not resets and changed
    assert signals == [(min(changed), max(changed))]
    # and what the model says is the new state, not what it said before
    assert before.scores != after.scores
    assert [model.index(row, 1).data() for row in range(len(after.players))] == list(after.scores)


def test_new_game_resets_the_models():
    """A new game resets both models (begin/endResetModel) to the new players."""
    controller = started()
    board, log = follow(controller, ScoreboardModel()), follow(controller, TurnLogModel())
    controller.draw()
    start_game(controller, shuffled_deal(["Di", "Ed"], seed=1))
    assert board.rowCount() == 2 and log.rowCount() == 0
    assert board.index(0, 0).data() == "Di"
    assert board.rowCount(board.index(0, 0)) == 0 and board.data(QModelIndex()) is None


def test_views_read_the_cells_from_qt_without_asking_python():
    """Issue 31: painting a cell asks for about seven roles; each model keeps its cells in
    Qt's own items, so no Python answers data(), rowCount() or columnCount() while a view
    paints (a long game's turn log cost about 3 ms a paint from Python)."""
    from PySide6.QtGui import QStandardItemModel

    for model in (ScoreboardModel, TurnLogModel, StandingsModel):
        for name in ("data", "rowCount", "columnCount", "flags", "index", "parent"):
            assert getattr(model, name) is getattr(QStandardItemModel, name), (model, name)


def test_a_changed_scoreboard_row_says_everything_again_and_stays_read_only():
    """A scored turn fills the changed rows' cells again: the marks move to the next
    player, and the cells keep their flags (selectable, never editable)."""
    controller = started()
    model = follow(controller, ScoreboardModel())
    flags = model.index(0, 0).flags()
    assert not flags & Qt.ItemFlag.ItemIsEditable and flags & Qt.ItemFlag.ItemIsSelectable
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    controller.draw()
    now = controller.state.current
    for row in range(model.rowCount()):
        marked = model.index(row, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
        assert marked == (row == now)
        for column in range(model.columnCount()):
            assert model.index(row, column).flags() == flags
            assert model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)


def test_the_headings_are_qts_own_and_follow_a_change_of_language():
    """Issue 31: a view asked the model for its headings at every layout, about 140 calls
    into Python a turn; they are kept in Qt's header items, named again when the language
    changes (and a model whose window is gone is left alone then)."""
    import shiboken6

    from wildwest.present import translate as words

    model, gone = ScoreboardModel(), TurnLogModel()
    assert "headerData" not in vars(ScoreboardModel) and "headerData" not in vars(RowsModel)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Player"
    shiboken6.delete(gone)
    words.set_backend(lambda _context, text, _disambiguation, _n: text.upper())
    try:
        assert model.headerData(0, Qt.Orientation.Horizontal) == "PLAYER"
    finally:
        words.set_backend(None)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Player"


def test_the_models_signal_each_change_once_and_nothing_inside_it():
    """A scored turn inserts the turn log's row with one rowsAboutToBeInserted/rowsInserted
    pair, and a new game is one reset of each model: the rows Qt adds and removes inside
    them while the cells are filled are not heard (a view would measure them twice)."""
    controller = started()
    board, log = follow(controller, ScoreboardModel()), follow(controller, TurnLogModel())
    heard: dict[str, list[tuple[object, ...]]] = {"board": [], "log": []}
    for name, model in (("board", board), ("log", log)):
        said = heard[name]
        model.rowsAboutToBeInserted.connect(lambda _p, a, b, said=said: said.append(("+?", a, b)))
        model.rowsInserted.connect(lambda _p, a, b, said=said: said.append(("+", a, b)))
        model.rowsAboutToBeRemoved.connect(lambda _p, a, b, said=said: said.append(("-?", a, b)))
        model.rowsRemoved.connect(lambda _p, a, b, said=said: said.append(("-", a, b)))
        model.modelAboutToBeReset.connect(lambda said=said: said.append(("reset?",)))
        model.modelReset.connect(lambda said=said: said.append(("reset",)))
    for _ in range(3):
        controller.draw()
    assert heard["log"] == [(sign, turn, turn) for turn in range(3) for sign in ("+?", "+")]
    assert heard["board"] == []  # its changes are dataChanged (tested above)
    heard["board"].clear()
    heard["log"].clear()
    start_game(controller, shuffled_deal(["Di", "Ed"], seed=1))
    assert heard == {"board": [("reset?",), ("reset",)], "log": [("reset?",), ("reset",)]}
