from setuptools import find_packages, setup

setup(
    name="alpaca_trails",
    version="1.4.0",
    description="Trek bookings, herd book and fleece shop for Harebell Alpacas",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_tm", "sqlalchemy", "zope.sqlalchemy", "ldap3", "lxml", "requests", "pyyaml"],
    entry_points={
        "paste.app_factory": ["main = alpaca_trails:main"],
        "console_scripts": ["initialize_alpaca_db = alpaca_trails.scripts.initializedb:main"],
    },
)
