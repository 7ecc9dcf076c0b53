"""Site-local subcommands: drop a .py file into ~/.netops/plugins/."""
import glob
import os

PLUGIN_DIR = os.path.expanduser("~/.netops/plugins")


def load_plugins(cli_group):
    for path in sorted(glob.glob(os.path.join(PLUGIN_DIR, "*.py"))):
        ns = {"__file__": path, "__name__": "netops_plugin_" + os.path.basename(path)[:-3]}
        with open(path) as fh:
            exec(compile(fh.read(), path, "exec"), ns)
        if "register" in ns:
            ns["register"](cli_group)
