import os

from litestar import Litestar
from litestar.di import Provide
from litestar.testing import TestClient

from .controllers import AuthController, ExportController, FeedController, StationController
from .deps import provide_session, provide_user

HANDLERS = [AuthController, ExportController, FeedController, StationController]


def create_app(debug: bool = False) -> Litestar:
    return Litestar(
        route_handlers=HANDLERS,
        dependencies={"db_session": Provide(provide_session), "current_user": Provide(provide_user)},
        debug=debug,
    )


app = create_app(debug=os.getenv("TIDEWATER_ENV") == "development")


def test_client() -> TestClient:
    return TestClient(create_app(debug=True))
