"""A base settings module's `DEBUG = True` that the deployed settings turn off (settings_layers).

Django projects split settings: `settings/base.py` holds development defaults, `settings/production.py` star-imports
it and sets `DEBUG = False`, and `wsgi.py` selects the production module. The taint slot refutes the pattern slot's
finding on the base module's line only when every WSGI or ASGI entry point selects a module whose star imports reach
the base and which then turns DEBUG off with a literal. Each way that can fail to hold keeps the finding.
"""

from __future__ import annotations

import pytest

from agent_providers.builtin import settings_layers
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

BASE = """
    from django.utils.translation import gettext_lazy as _

    SECRET_KEY = None
    DEBUG = True  # the base default
    TEMPLATE_DEBUG = True  # the template default
    LANGUAGE_CODE = "en-us"
    """

PRODUCTION = """
    from .base import *  # noqa: F403

    DEBUG = False
    ALLOWED_HOSTS = ["tickets.example.org"]
    """

WSGI = """
    import os

    from django.core.wsgi import get_wsgi_application

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tickets.settings.production")
    application = get_wsgi_application()
    """


def _project(changed: dict[str, str] | None = None) -> dict[str, str]:
    files = {
        "tickets/__init__.py": "",
        "tickets/settings/__init__.py": "",
        "tickets/settings/base.py": BASE,
        "tickets/settings/production.py": PRODUCTION,
        "tickets/wsgi.py": WSGI,
        "manage.py": 'import os\nos.environ.setdefault("DJANGO_SETTINGS_MODULE", "tickets.settings.base")\n',
    }
    files.update(changed or {})
    return files


def _verdict(files: dict[str, str], marker: str = "# the base default"):
    return judge_at(MemoryView(files), "taint", "tickets/settings/base.py", marker, "debug-enabled")


@pytest.mark.parametrize("marker", ["# the base default", "# the template default"])
def test_a_default_the_deployed_settings_turn_off_is_refuted_with_the_chain_quoted(marker: str) -> None:
    verdict = _verdict(_project(), marker)
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    quoted = {(item.path, item.quote.strip()) for item in verdict.evidence}
    assert ("tickets/wsgi.py", 'os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tickets.settings.production")') \
        in quoted
    assert ("tickets/settings/production.py", "from .base import *  # noqa: F403") in quoted
    assert ("tickets/settings/production.py", "DEBUG = False") in quoted


def test_a_chain_through_the_settings_package_and_a_try_is_followed() -> None:
    """Mayan's shape: production star-imports the package, whose `__init__` star-imports the base in a `try`."""
    files = _project({
        "tickets/settings/__init__.py":
            "try:\n    from .local import *\nexcept ImportError:\n    from .base import *\n",
        "tickets/settings/production.py": "from . import *\n\nDEBUG = False\n",
    })
    verdict = _verdict(files)
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize(("why", "changed"), [
    ("the entry point serves the base itself",
     {"tickets/wsgi.py": WSGI.replace("tickets.settings.production", "tickets.settings.base")}),
    ("the deployed settings read DEBUG from the environment",
     {"tickets/settings/production.py": PRODUCTION.replace(
         "DEBUG = False", 'DEBUG = os.environ.get("DEBUG", "1") == "1"').replace("from .base",
                                                                                "import os\n    from .base")}),
    ("the deployed settings turn it off only under an if",
     {"tickets/settings/production.py": PRODUCTION.replace(
         "DEBUG = False", 'if os.environ.get("STRICT"):\n        DEBUG = False').replace("from .base",
                                                                                    "import os\n    from .base")}),
    ("the deployed settings turn it off before the star import",
     {"tickets/settings/production.py": "DEBUG = False\nfrom .base import *\n"}),
    ("the deployed settings do not build on the base",
     {"tickets/settings/production.py": "DEBUG = False\nSECRET_KEY = None\n"}),
    ("no entry point names its settings", {"tickets/wsgi.py": "from django.core.wsgi import get_wsgi_application\n"
                                                               "application = get_wsgi_application()\n"}),
    ("an entry point names settings the project does not hold",
     {"tickets/wsgi.py": WSGI.replace("tickets.settings.production", "elsewhere.settings")}),
    ("a second entry point serves settings that keep it on",
     {"tickets/asgi.py": WSGI.replace("tickets.settings.production", "tickets.settings.staging")
      .replace("wsgi", "asgi"),
      "tickets/settings/staging.py": "from .base import *\nALLOWED_HOSTS = ['*']\n"}),
    ("the deployed settings turn it on again",
     {"tickets/settings/production.py": PRODUCTION + "DEBUG = True\n"}),
    ("the deployed settings turn it on again under an if",
     {"tickets/settings/production.py": "import os\nfrom .base import *\nDEBUG = False\nif os.environ.get('X'):\n"
                                        "    DEBUG = True\n"}),
    ("the deployed settings change it again in another form",
     {"tickets/settings/production.py": "import os\nfrom .base import *\nDEBUG = False\n"
                                        "DEBUG |= bool(os.environ.get('X'))\n"}),
    ("a later star import brings the base's value back",
     {"tickets/settings/production.py": "from .base import *\nDEBUG = False\nfrom .logging import *\n",
      "tickets/settings/logging.py": "from .base import *\nLOGGING = {}\n"}),
    ("the entry point's literal selection is only a comment",
     {"tickets/wsgi.py": "import os\nfrom django.core.wsgi import get_wsgi_application\n"
                         '# os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tickets.settings.production")\n'
                         'os.environ.setdefault("DJANGO_SETTINGS_MODULE", os.environ.get("APP_SETTINGS", '
                         '"tickets.settings.base"))\napplication = get_wsgi_application()\n'}),
    ("an entry point computes its selection",
     {"tickets/asgi.py": "import os\nfrom django.core.asgi import get_asgi_application\n"
                         'name = "tickets.settings.production" if "PROD" in os.environ else "tickets.settings.base"\n'
                         'os.environ.setdefault("DJANGO_SETTINGS_MODULE", name)\n'
                         "application = get_asgi_application()\n"}),
    ("an entry point updates the environment with it",
     {"tickets/asgi.py": "import os\nfrom django.core.asgi import get_asgi_application\n"
                         'os.environ.update({"DJANGO_SETTINGS_MODULE": "tickets.settings.base"})\n'
                         "application = get_asgi_application()\n"}),
    ("a Passenger entry point serves the base",
     {"passenger_wsgi.py": "import os\nimport django.core.handlers.wsgi\n"
                           'os.environ["DJANGO_SETTINGS_MODULE"] = "tickets.settings.base"\n'
                           "application = django.core.handlers.wsgi.WSGIHandler()\n"}),
])
def test_the_base_default_still_counts_unless_every_deployment_turns_it_off(why: str, changed: dict[str, str]) -> None:
    verdict = _verdict(_project(changed))
    assert verdict.verdict is not VerdictKind.REFUTED, why
    assert "others build on" not in verdict.reason, why


def test_a_manage_script_is_not_the_served_application() -> None:
    """`manage.py` picks the settings of commands and the development server: only WSGI and ASGI entry points
    say what is served."""
    assert not settings_layers.entry_point("manage.py", _project()["manage.py"])
    assert settings_layers.entry_point("tickets/wsgi.py", "")
    assert settings_layers.entry_point("passenger_wsgi.py", "")
    assert settings_layers.entry_point("deploy/app.py", "application = WSGIHandler()")


def test_a_deployments_own_local_settings_imported_last_leave_it_refuted() -> None:
    """Kiwi TCMS's shape: the production module ends by star-importing a local settings module the project does not
    hold (the operator's own), in a `try` that carries on without it."""
    files = _project({"tickets/settings/production.py": PRODUCTION.rstrip() + (
        "\n    try:\n        from .local_settings import *\n    except ImportError:\n        pass\n")})
    assert _verdict(files).verdict is VerdictKind.REFUTED
