from cineclub import create_app

app = create_app("production")
