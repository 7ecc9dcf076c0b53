from setuptools import find_packages, setup

requires = [
    "pyramid>=2.0",
    "pyramid_chameleon",
    "pyramid_tm",
    "pyramid_mailer",
    "SQLAlchemy>=1.4",
    "zope.sqlalchemy",
    "python-ldap",
    "lxml",
    "requests",
    "MarkupSafe",
    "waitress",
]

setup(
    name="stationmaster",
    version="1.3.0",
    description="Catalogue and photo archive of the Vale Railway Heritage Society",
    packages=find_packages(),
    include_package_data=True,
    install_requires=requires,
    entry_points={
        "paste.app_factory": ["main = stationmaster:main"],
        "console_scripts": ["initialize_stationmaster_db = stationmaster.initializedb:main"],
    },
)
