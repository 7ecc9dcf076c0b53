from podworks import settings
from podworks.signing import check_download, sign_download

settings.SECRET_KEY = "unit-test-secret"


def test_sign_roundtrip():
    url = sign_download("episodes/1.mp3", expires=4102444800)
    path, _, query = url.partition("?")
    params = dict(p.split("=") for p in query.split("&"))
    assert check_download(path, params["e"], params["s"])
