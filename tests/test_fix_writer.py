"""The builtin writer's LibCST fixes: one real mechanical fix per class, and a plain reason where none exists."""

from __future__ import annotations

import pytest

from agent_providers.builtin.writer_fixes import NoFix, fix

FIXED = [
    ("unsafe-deserialization", "import yaml\n\ndef f(s):\n    return yaml.load(s, Loader=yaml.Loader)\n",
     "return yaml.safe_load(s)"),
    ("unsafe-deserialization", "import torch\n\ndef f(p):\n    return torch.load(p)\n",
     "torch.load(p, weights_only=True)"),
    ("weak-random", "import random\n\ndef token():\n    return random.choice('ab')\n", "secrets.choice('ab')"),
    ("weak-random", "import random\n\ndef n():\n    return random.randint(1, 6)\n",
     "secrets.SystemRandom().randint(1, 6)"),
    ("insecure-tempfile", "import tempfile\n\ndef f():\n    path = tempfile.mktemp(suffix='.x')\n    return path\n",
     "_path_fd, path = tempfile.mkstemp(suffix='.x')\n    os.close(_path_fd)"),
    ("sql-injection", "import sqlite3\n\ndef f(c, n):\n    c.execute(\"SELECT * FROM t WHERE n = '%s'\" % n)\n",
     'c.execute("SELECT * FROM t WHERE n = ?", (n,))'),
    ("sql-injection", "import psycopg2\n\ndef f(c, n):\n    c.execute(f\"SELECT * FROM t WHERE n LIKE '%{n}%'\")\n",
     'c.execute("SELECT * FROM t WHERE n LIKE %s", (f"%{n}%",))'),
    ("sql-injection", "import sqlite3\n\ndef f(c, i):\n    c.execute(\"DELETE FROM t WHERE id = \" + i)\n",
     'c.execute("DELETE FROM t WHERE id = ?", (i,))'),
    ("command-injection", "import subprocess\n\ndef f(h):\n    subprocess.call('ping -c 1 %s' % h, shell=True)\n",
     'subprocess.call(["ping", "-c", "1", str(h)])'),
    ("command-injection", "import os\n\ndef f(h):\n    os.system('ping -c 1 ' + h)\n",
     'subprocess.call(["ping", "-c", "1", h])'),
    ("code-injection", "def f(s):\n    return eval(s)\n", "ast.literal_eval(s)"),
    ("xss", "from markupsafe import Markup\n\ndef f(t):\n    return Markup('<b>%s</b>' % t)\n",
     "Markup('<b>%s</b>') % t"),
    ("xxe", "from lxml import etree\n\ndef f(d):\n    return etree.fromstring(d)\n",
     "etree.fromstring(d, parser=etree.XMLParser(resolve_entities=False, no_network=True))"),
    ("debug-enabled", "def main(app):\n    app.run(host='0.0.0.0', debug=True)\n", "app.run(host='0.0.0.0')"),
]


@pytest.mark.parametrize(("category", "source", "expected"), FIXED)
def test_builtin_writer_makes_the_mechanical_fix(category: str, source: str, expected: str) -> None:
    line = next(i for i, text in enumerate(source.splitlines(), 1) if "(" in text and not text.startswith("def"))
    edit = fix(source, category, (line, line))
    assert expected in edit.code, edit.code
    compile(edit.code, "fixed.py", "exec")


def test_imports_the_fix_needs_are_added_and_unused_ones_dropped() -> None:
    edit = fix("import random\n\ndef token():\n    return random.choice('ab')\n", "weak-random", (4, 4))
    assert "import secrets" in edit.code and "import random" not in edit.code
    edit = fix("import os\n\ndef f(h):\n    os.system('ping ' + h)\n", "command-injection", (4, 4))
    assert "import subprocess" in edit.code and "import os" not in edit.code


NOT_FIXED = [
    ("weak-hash", "import hashlib\n\ndef h(p):\n    return hashlib.md5(p).hexdigest()\n", "migration"),
    ("unsafe-deserialization", "import pickle\n\ndef f(b):\n    return pickle.loads(b)\n", "stored format"),
    ("code-injection", "def f(s, t):\n    return eval(s, {}, {'t': t})\n", "own namespace"),
    ("command-injection", "import os\n\ndef f(d):\n    return os.system('ls %s' % d) >> 8\n", "wait status"),
    ("command-injection", "import subprocess\n\ndef f(c):\n    subprocess.call(c, shell=True)\n", "built elsewhere"),
    ("command-injection", "import subprocess\n\ndef f(d):\n    subprocess.call('ls %s | wc' % d, shell=True)\n",
     "shell syntax"),
    ("command-injection", "import subprocess\n\ndef f(p):\n    subprocess.call('%s --help' % p, shell=True)\n",
     "program to run"),
    ("sql-injection", "import sqlite3\n\ndef f(c, o):\n    c.execute('SELECT * FROM t ORDER BY %s' % o)\n",
     "ORDER BY"),
    ("sql-injection", "def f(c, n):\n    c.execute(\"SELECT * FROM t WHERE n = '%s'\" % n)\n", "driver"),
    ("open-redirect", "def f(r):\n    return redirect(r.args['next'])\n", "allowlist"),
    ("insecure-tempfile", "import tempfile\n\ndef f():\n    return open(tempfile.mktemp(), 'w')\n", "nowhere to go"),
]


@pytest.mark.parametrize(("category", "source", "reason"), NOT_FIXED)
def test_builtin_writer_says_why_there_is_no_mechanical_fix(category: str, source: str, reason: str) -> None:
    line = len(source.splitlines())
    with pytest.raises(NoFix, match=reason):
        fix(source, category, (line, line))


def test_the_writer_touches_only_the_cited_lines() -> None:
    source = "import yaml\n\ndef a(s):\n    return yaml.load(s)\n\ndef b(s):\n    return yaml.load(s)\n"
    edit = fix(source, "unsafe-deserialization", (7, 7))
    assert edit.code.count("yaml.safe_load") == 1 and "def a(s):\n    return yaml.load(s)" in edit.code
