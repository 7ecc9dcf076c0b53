from setuptools import find_packages, setup

requires = [
    "pyramid>=1.10",
    "pyramid_tm",
    "SQLAlchemy>=1.4,<2.0",
    "zope.sqlalchemy",
    "lxml>=4.9",
    "requests>=2.28",
    "markupsafe",
    "waitress",
]

setup(
    name="catalog",
    version="2.3.1",
    description="Product catalogue service (Pyramid, traversal)",
    packages=find_packages(exclude=["tests"]),
    include_package_data=True,
    zip_safe=False,
    install_requires=requires,
    extras_require={"testing": ["WebTest", "pytest"]},
    entry_points={
        "paste.app_factory": ["main = catalog:main"],
        "console_scripts": ["catalog_initdb = catalog.scripts.initializedb:main"],
    },
)
