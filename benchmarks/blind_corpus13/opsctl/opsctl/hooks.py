"""Local hooks: ~/.opsctl/hooks/*.py may define pre_deploy/post_deploy."""
import glob
import os

HOOK_DIR = os.path.expanduser("~/.opsctl/hooks")


def load_hooks():
    hooks = {}
    for path in sorted(glob.glob(os.path.join(HOOK_DIR, "*.py"))):
        ns = {"__file__": path}
        with open(path) as fh:
            exec(compile(fh.read(), path, "exec"), ns)
        for name in ("pre_deploy", "post_deploy"):
            if callable(ns.get(name)):
                hooks.setdefault(name, []).append(ns[name])
    return hooks


def fire(hooks, name, **kwargs):
    for fn in hooks.get(name, []):
        fn(**kwargs)
