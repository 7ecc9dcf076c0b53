import os

from inkwell import create_app

application = create_app()

if __name__ == "__main__":
    application.run(debug=os.environ.get("FLASK_DEBUG") == "1")
