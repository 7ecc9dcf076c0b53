import pytest

from opsdeck import modules
from opsdeck.modules.base import ModuleError


def test_service_rejects_bad_unit():
    svc = modules.get("service")()
    with pytest.raises(ModuleError):
        svc({"unit": "nginx; rm -rf /", "action": "restart"})


def test_check_mode_skips():
    pkg = modules.get("package")(check_mode=True)
    assert pkg({"name": "curl"})["skipped"] == "check mode"


def test_package_name_validated():
    with pytest.raises(ModuleError):
        modules.get("package")()({"name": "curl;id"})
