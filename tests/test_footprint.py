"""What a process holds just by importing twokey's audit path: Bandit and LibCST only where they are used.

Bandit (with the plugins and SARIF models it loads) and LibCST are ~27 MB of a process. The main
process of an audit judges with the hits its raise workers noted and reads nearly every file with
the running `ast`, so importing the audit path must not load either; a scan or a file in newer
syntax loads them on first use.
"""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import twokey.cli, twokey.commands.audit, flows.audit.core, flows.audit.protocol
import agent_providers.builtin.pattern, agent_providers.builtin.taint
from twokey.kernel.pysource import parse_python
parse_python("x = 1\\n")
print(sorted(m for m in ("bandit", "libcst", "sarif_om") if m in sys.modules))
parse_python('x = f"{"nested"}"\\n')  # PEP 701: read through LibCST on 3.11
from agent_providers.builtin import pattern_bandit
pattern_bandit.scan("a.py", "import pickle\\npickle.loads(b'')\\n")
print(sorted(m for m in ("bandit", "libcst") if m in sys.modules))
"""


def test_importing_the_audit_path_loads_neither_bandit_nor_libcst_until_a_file_needs_them():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[0] == "[]"
    assert out[1] == ("['bandit', 'libcst']" if sys.version_info < (3, 12) else "['bandit']")
