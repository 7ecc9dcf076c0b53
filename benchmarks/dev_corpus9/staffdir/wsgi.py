from staffdir import create_app

app = create_app()
