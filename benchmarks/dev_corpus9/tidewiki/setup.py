from setuptools import find_packages, setup

requires = [
    "pyramid>=2.0",
    "pyramid_jinja2",
    "pyramid_tm",
    "SQLAlchemy>=1.4",
    "zope.sqlalchemy",
    "python-ldap>=3.4",
    "lxml",
    "markupsafe",
    "waitress",
]

setup(
    name="tidewiki",
    version="0.6.4",
    packages=find_packages(exclude=["tests"]),
    install_requires=requires,
    entry_points={
        "paste.app_factory": ["main = tidewiki:main"],
        "console_scripts": ["initialize_tidewiki_db = tidewiki.scripts.initializedb:main"],
    },
)
