from setuptools import find_packages, setup

setup(
    name="wiki",
    version="0.9.2",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_jinja2", "markdown", "bleach", "python-ldap", "PyYAML"],
    entry_points={
        "paste.app_factory": ["main = wiki:main"],
        "console_scripts": ["wiki-reindex = wiki.scripts.reindex:main"],
    },
)
