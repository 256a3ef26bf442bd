"""The agent tests play Sealed Bids, a small hidden-information game registered here."""

import sealed_bids  # noqa: F401  (registers the game)
