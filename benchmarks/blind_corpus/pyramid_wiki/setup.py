from setuptools import find_packages, setup

setup(
    name="wiki",
    version="0.3",
    packages=find_packages(),
    install_requires=["pyramid", "sqlalchemy", "lxml", "zope.sqlalchemy"],
    entry_points={
        "paste.app_factory": ["main = wiki:main"],
        "console_scripts": ["initialize_wiki_db = wiki.scripts.initializedb:main"],
    },
)
