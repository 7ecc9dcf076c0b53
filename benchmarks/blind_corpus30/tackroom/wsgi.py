from tackroom import create_app

app = create_app("production")

if __name__ == "__main__":
    import os

    app.run(port=5050, debug=os.environ.get("TACKROOM_DEBUG") == "1")
