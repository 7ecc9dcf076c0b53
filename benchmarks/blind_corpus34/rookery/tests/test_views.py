from pyramid import testing

from rookery.pairing import parse_weights

TEST_SETTINGS = {
    "auth.secret": "tests-only-secret",
    "rookery.database": ":memory:",
    "pyramid.debug_authorization": "true",
}


def test_weights():
    assert parse_weights("{'buchholz': 1, 'nope': 2}") == {"buchholz": 1.0}


def test_config():
    with testing.testConfig(settings=TEST_SETTINGS) as config:
        assert config.registry.settings["rookery.database"] == ":memory:"
