import pytest

EXAMPLE_API_KEY = "tk-example-key-for-docs"


@pytest.fixture
def api_key():
    return EXAMPLE_API_KEY
