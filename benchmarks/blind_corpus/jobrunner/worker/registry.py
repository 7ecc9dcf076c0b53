TASKS = {}


def task(name):
    """Register a job handler under ``name``."""
    def deco(fn):
        TASKS[name] = fn
        return fn
    return deco


def lookup(name):
    return TASKS[name]
