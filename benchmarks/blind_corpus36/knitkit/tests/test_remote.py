from unittest import mock

from knitkit import config, remote

config.RAVELRY_CLIENT_SECRET = "test-secret-placeholder"


def test_fetch_by_id_uses_fixed_host():
    with mock.patch("knitkit.remote.requests.get") as get:
        get.return_value.json.return_value = {"id": 7}
        assert remote.fetch_pattern_by_id("7") == {"id": 7}
        assert get.call_args[0][0].startswith(config.RAVELRY_API)
