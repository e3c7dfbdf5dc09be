"""The command line: help, exit codes, and one-line errors without tracebacks."""
import re
import subprocess
import sys

import pytest

from conftest import SEEDS
from kg.cli import COMMANDS, main


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "kg", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help_with_an_example(command, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    assert re.search(r"\bExamples?:", capsys.readouterr().out)


@pytest.mark.parametrize("content, message", [
    (b"", "file is empty"),
    (b"\x00\x01\x02", "binary file"),
    (b"\xff\xfe bad", "not UTF-8"),
])
def test_bad_input_is_one_line_exit_2(tmp_path, content, message):
    path = tmp_path / "in.txt"
    path.write_bytes(content)
    done = run("build", str(path), "--out", str(tmp_path / "out"))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out" / "graph.ttl").exists()


def test_missing_input(tmp_path):
    done = run("build", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path / "out"))
    assert done.returncode == 2 and "no such file or folder" in done.stderr and "Traceback" not in done.stderr


def test_build_defaults_to_seeds_and_outputs(tmp_path):
    (tmp_path / "seeds").symlink_to(SEEDS)
    done = run("build", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "57 papers" in done.stdout
    assert (tmp_path / "outputs" / "graph.ttl").exists()


def test_skip_invalid_warns_and_succeeds(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_text('{"id": "1", "abstract": "We train on GPUs."}\nnot json\n', encoding="utf-8")
    done = run("build", str(path), "--out", str(tmp_path / "out"), "--skip-invalid")
    assert done.returncode == 0, done.stderr
    assert "in.jsonl:2" in done.stderr and "1 invalid records skipped" in done.stdout


def test_eval_scores_the_dev_set(tmp_path):
    from conftest import DATA

    done = run("eval", "--gold", str(DATA / "dev" / "arxiv_dev_hw_gold.json"), "--format", "json")
    assert done.returncode == 0, done.stderr
    import json

    scores = json.loads(done.stdout)
    assert scores["papers"] == 25 and 0 < scores["core"]["f1"] <= 1


def test_eval_against_a_second_annotation_reads_no_input(tmp_path):
    from conftest import DATA

    gold = str(DATA / "dev" / "arxiv_dev_hw_gold.json")
    done = run("eval", "--gold", gold, "--against", gold, "--format", "json")
    assert done.returncode == 0, done.stderr
    import json

    scores = json.loads(done.stdout)
    assert scores["papers"] == 25 and scores["core"]["f1"] == 1.0 and scores["proposed_recall"] == 1.0
    refused = run("eval", "--gold", gold, "--against", gold, str(DATA / "dev" / "arxiv_dev_hw.jsonl"))
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "reads no INPUT" in refused.stderr
    text = run("eval", "--gold", gold, "--against", gold).stdout
    assert "optional entities of the second annotation that match no gold entity" in text


def test_analyze_seeds(seeds_build, tmp_path):
    _, built = seeds_build
    assert main(["analyze", "--graph", str(built), "--out", str(tmp_path)]) == 0
    assert "- papers: 57" in (tmp_path / "analysis.md").read_text(encoding="utf-8")
