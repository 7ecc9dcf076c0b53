from . import calc, deploy, lookup, logs, preview, whois  # noqa: F401  (register commands)
