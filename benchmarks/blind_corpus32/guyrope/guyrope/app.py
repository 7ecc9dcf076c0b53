from litestar import Litestar

from . import settings
from .controllers.bookings import BookingController
from .controllers.crew import CrewController
from .controllers.events import EventController
from .controllers.layouts import LayoutController
from .controllers.printing import PrintController
from .controllers.site_surveys import SurveyController
from .controllers.weather import WeatherController
from .session import session_config


def create_app(debug: bool = settings.DEBUG) -> Litestar:
    return Litestar(
        route_handlers=[
            BookingController,
            CrewController,
            EventController,
            LayoutController,
            PrintController,
            SurveyController,
            WeatherController,
        ],
        middleware=[session_config.middleware],
        debug=debug,
    )


app = create_app()
