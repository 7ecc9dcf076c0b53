from giftaid_desk.router import ROUTES, resolve, route

TEST_HMRC_PASSWORD = "example-password"


def test_route_registration():
    @route("/ping")
    def ping(req):
        return "pong"

    assert resolve("GET", "/ping") is ping
    assert ("POST", "/ping") not in ROUTES
