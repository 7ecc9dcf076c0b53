# Quickstart snippet included in docs/index.rst via literalinclude.
import os

from opsctl import remote

os.environ["OPSCTL_GITHUB_TOKEN"] = "<paste-your-token-here>"

for plugin in remote.fetch_plugin_index():
    print(plugin["name"], plugin["url"])
