import pytest

from bogie import create_app


@pytest.fixture
def client():
    app = create_app("testing")
    app.config["DEBUG"] = True
    with app.test_client() as c:
        yield c
