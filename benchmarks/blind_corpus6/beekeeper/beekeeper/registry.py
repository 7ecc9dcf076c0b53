import importlib
import logging

log = logging.getLogger(__name__)

HANDLER_MODULES = ("readings", "alerts", "firmware", "config_push")
_HANDLERS = {}


def handles(routing_key):
    def decorator(fn):
        if routing_key in _HANDLERS:
            raise RuntimeError(f"duplicate handler for {routing_key}")
        _HANDLERS[routing_key] = fn
        return fn

    return decorator


def load_handlers(enabled=None):
    for name in enabled or HANDLER_MODULES:
        if name not in HANDLER_MODULES:
            raise ValueError(f"unknown handler module {name!r}")
        importlib.import_module(f"beekeeper.handlers.{name}")
    log.info("registered handlers: %s", ", ".join(sorted(_HANDLERS)))
    return dict(_HANDLERS)


def dispatch(routing_key, message, ctx):
    fn = _HANDLERS.get(routing_key)
    if fn is None:
        log.debug("no handler for %s", routing_key)
        return None
    return fn(message, ctx)
