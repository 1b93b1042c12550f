"""The card table: the ``QGraphicsView`` the cards are laid on, its pure layout arithmetic,
and the shared card art."""
