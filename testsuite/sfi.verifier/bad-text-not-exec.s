# Test that code hidden in a .text section not marked executable is
# refused: the walk finds code by its sections (default deny).  The
# assembler marks .text sections executable; objcopy takes the flag off.
# objcopy: --set-section-flags .text.hidden=alloc,load,readonly,data,contents
# expect-error: code in a section not marked executable
	.section .text.hidden,"ax",@progbits
f:	sw	$5,0($4)
