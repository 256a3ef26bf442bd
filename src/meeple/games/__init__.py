"""One package per game. A package that defines ``INFO`` (a GameInfo) is registered.

Importing this package sets ``meeple.games`` to it, which would hide the contract's
``meeple.games()`` function; so the package itself is callable and answers the same.
"""

import sys
import types


class _CallableModule(types.ModuleType):
    def __call__(self):
        from meeple.core.registry import games

        return games()


sys.modules[__name__].__class__ = _CallableModule
