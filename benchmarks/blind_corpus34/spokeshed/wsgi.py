import os

from spokeshed import create_app

application = create_app()
application.debug = os.environ.get("SPOKESHED_DEBUG") == "1"
