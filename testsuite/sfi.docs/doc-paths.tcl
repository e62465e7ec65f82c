# doc-paths.tcl -- every repository path that the documentation and the
# sources' comments name must exist.  Paths drift when files move; a
# newcomer who follows a stale name finds nothing.
#
#   tclsh testsuite/sfi.docs/doc-paths.tcl REPO   prints one line per name
#                                                 "ok NAME" or "missing
#                                                 NAME (FILE:LINE)"
# docs.exp runs it in make check.  What counts as a name:
# - in README.md and docs/*.md, a `quoted` word that looks like a file
#   (ends in a source or documentation suffix, or is a directory path
#   ending in /);
# - in sources (C, C++, assembler, .def, .exp; not makefiles, whose
#   paths are mostly the build directory's, nor the benchmark drivers
#   under bench/programs/, which name their upstream's files), a word
#   that starts with one of the repository's top directories and whose
#   directory exists here (so the system's ELF headers are left out).
# A name exists if some file or directory of the repository is that
# path or ends in "/NAME" (docs often name a file relative to its
# directory), or is it with ".in" appended (configured files).
# Placeholders <arch>, <isa> and <target-arch> stand for each
# architecture; names under build/, absolute paths, names with
# wildcards or the docs' placeholders (P, T, TARGET, NAME) and the
# outputs listed below are not checked.

set repo [lindex $argv 0]
set tops {plugin runtime verifier include testsuite scripts docs bench mk
	  examples sqlite}
set suffix {\.(?:c|h|cc|S|def|md|exp|mk|in|ld|tcl|txt|s)}
set arches {mips alpha}
# Files that runs write or fetch, which the docs name.
set outputs {report.md qemu-plugin.h}

proc repo_files {dir prefix} {
    set out {}
    foreach f [glob -nocomplain -directory $dir -tails *] {
	if { $prefix eq "" && ($f eq "build" || $f eq ".git") } {
	    continue
	}
	set p [expr { $prefix eq "" ? $f : "$prefix/$f" }]
	if { [file isdirectory [file join $dir $f]] } {
	    lappend out "$p/"
	    lappend out {*}[repo_files [file join $dir $f] $p]
	} else {
	    lappend out $p
	}
    }
    return $out
}

set files [repo_files $repo ""]
foreach f $files {
    set have($f) 1
    set parts [split [string trimright $f /] /]
    set dirsuffix [expr { [string index $f end] eq "/" ? "/" : "" }]
    for { set i 1 } { $i < [llength $parts] } { incr i } {
	set have(tail:[join [lrange $parts $i end] /]$dirsuffix) 1
    }
}

proc exists { name } {
    global have
    foreach n [list $name "$name.in" "$name/"] {
	if { [info exists have($n)] || [info exists have(tail:$n)] } {
	    return 1
	}
    }
    return 0
}

proc expand { name } {
    global arches
    if { ![regexp {<(arch|isa|target-arch)>} $name] } {
	return [list $name]
    }
    set out {}
    foreach a $arches {
	lappend out [regsub -all {<(arch|isa|target-arch)>} $name $a]
    }
    return $out
}

proc check { name where } {
    global outputs
    if { [string match build/* $name] || [string index $name 0] eq "/"
	 || [string first * $name] >= 0 || [string first ... $name] >= 0
	 || [regexp {(^|/)(P|T|TARGET|NAME)([-/.]|$)} $name]
	 || [lsearch -exact $outputs $name] >= 0 } {
	return
    }
    foreach n [expand $name] {
	if { [exists $n] } {
	    puts "ok $n"
	} else {
	    puts "missing $n ($where)"
	}
    }
}

proc scan_file { path rel pattern in_source } {
    set fd [open $path]
    set lineno 0
    while { [gets $fd line] >= 0 } {
	incr lineno
	foreach {all name} [regexp -all -inline $pattern $line] {
	    set parent [file dirname [string trimright $name /]]
	    if { $in_source && ![exists $parent/] } {
		continue
	    }
	    check $name "$rel:$lineno"
	}
    }
    close $fd
}

set docs [list README.md]
foreach f [lsort [glob -nocomplain -directory [file join $repo docs] -tails *.md]] {
    lappend docs docs/$f
}
set docpat "`((?:\[A-Za-z0-9_.+<>-\]+/)*\[A-Za-z0-9_+<>-\]\[A-Za-z0-9_.+<>-\]*(?:$suffix|/))`"
foreach d $docs {
    scan_file [file join $repo $d] $d $docpat 0
}
set srcpat "(?:^|\[^A-Za-z0-9_./-\])((?:[join $tops |])/\[A-Za-z0-9_.+<>/-\]*\[A-Za-z0-9_+>/\])"
foreach f [lsort $files] {
    if { [regexp {\.(c|h|cc|S|def|exp|tcl)$} $f]
	 && ![string match bench/programs/* $f] } {
	scan_file [file join $repo $f] $f $srcpat 1
    }
}
