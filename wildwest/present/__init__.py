"""The presentation layer: every word and number a view shows, made from the engine's values.

Standard library and the engine only, no Qt: the controller turns each engine
change into one frozen :class:`~wildwest.present.view_state.ViewState` with
:func:`~wildwest.present.presenter.present` and pushes it to the views, which
only lay it out. The printed sheets (:mod:`.sheets`) and the prime reference
panel's data (:mod:`.reference`) live here for the same reason.
"""
