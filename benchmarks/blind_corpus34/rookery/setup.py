from setuptools import find_packages, setup

setup(
    name="rookery",
    version="1.9.0",
    description="Fixtures, ladder and game archive for the Castlegate Chess Club",
    packages=find_packages(exclude=["tests"]),
    install_requires=["pyramid", "pyramid_jinja2", "pyramid_debugtoolbar", "waitress", "lxml", "requests", "pyyaml"],
    entry_points={
        "paste.app_factory": ["main = rookery:main"],
        "console_scripts": ["rookery-initdb = rookery.scripts.initializedb:main"],
    },
)
