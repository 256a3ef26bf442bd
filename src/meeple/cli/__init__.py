"""The command line: ``meeple list | play | simulate | replay | bench``."""
