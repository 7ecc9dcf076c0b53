from setuptools import setup, find_packages

setup(
    name="railhall",
    version="1.4.0",
    packages=find_packages(),
    install_requires=[
        "pyramid", "pyramid_jinja2", "waitress", "SQLAlchemy", "ldap3", "lxml", "requests", "PyYAML",
    ],
    entry_points={"paste.app_factory": ["main = railhall:main"]},
)
