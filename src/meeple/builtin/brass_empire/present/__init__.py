"""How the game looks: drawn from ``view(seat)`` and the legal actions only; the rules never import it."""
